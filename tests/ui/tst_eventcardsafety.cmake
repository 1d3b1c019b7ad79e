# SPDX-License-Identifier: GPL-3.0-or-later
# The test reads the CLI trajectory zips of real-samples/ directly.
target_link_libraries(${TEST_NAME} PRIVATE QuaZip::QuaZip)
