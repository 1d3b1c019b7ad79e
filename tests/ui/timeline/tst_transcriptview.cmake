# SPDX-License-Identifier: GPL-3.0-or-later
# The shared timeline test data reads trajectory zips (QuaZip).
target_link_libraries(${TEST_NAME} PRIVATE QuaZip::QuaZip)
