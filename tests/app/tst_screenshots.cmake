# SPDX-License-Identifier: GPL-3.0-or-later
# The test runs the real executable on screens of several sizes (tests/data/offscreen).
add_dependencies(${TEST_NAME} switchyard)
