# SPDX-License-Identifier: GPL-3.0-or-later
# The test runs the real executable.
add_dependencies(${TEST_NAME} switchyard)
