# SPDX-License-Identifier: GPL-3.0-or-later
# Bulk actions against the simulator over loopback.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_sim)
