# SPDX-License-Identifier: GPL-3.0-or-later
# The test also runs the switchyard-sim executable (--host warning).
add_dependencies(${TEST_NAME} switchyard-sim)
