# SPDX-License-Identifier: GPL-3.0-or-later
# The test writes crafted archives with QuaZip.
target_link_libraries(${TEST_NAME} PRIVATE QuaZip::QuaZip)
