# SPDX-License-Identifier: GPL-3.0-or-later
# The test data header reads the CLI trajectory zips of real-samples/ with QuaZip.
target_link_libraries(${TEST_NAME} PRIVATE QuaZip::QuaZip)
