# SPDX-License-Identifier: GPL-3.0-or-later
# The shared timeline test data (timelinetestdata.h) reads trajectory zips.
target_link_libraries(${TEST_NAME} PRIVATE QuaZip::QuaZip)
