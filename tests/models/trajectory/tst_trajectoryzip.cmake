# SPDX-License-Identifier: GPL-3.0-or-later
# The test writes its archives byte by byte with zlib (local headers, data descriptors, with or
# without a central directory).
find_package(ZLIB REQUIRED)
target_link_libraries(${TEST_NAME} PRIVATE ZLIB::ZLIB)
