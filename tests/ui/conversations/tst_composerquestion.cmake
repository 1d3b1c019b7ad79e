# SPDX-License-Identifier: GPL-3.0-or-later
# The composer against the simulator (the live test stack).
target_link_libraries(${TEST_NAME} PRIVATE switchyard_testutils_sim)
