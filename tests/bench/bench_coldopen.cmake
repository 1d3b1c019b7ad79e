# SPDX-License-Identifier: GPL-3.0-or-later
# The cold-open benchmark runs the simulator in a child process (its own executable) and, in quick
# mode, 20 s of demo activity: give ctest room on a loaded machine.
set_tests_properties(${BENCH_NAME} PROPERTIES TIMEOUT 900)
switchyard_test_pch(${BENCH_NAME} bench switchyard_testutils switchyard_app Qt6::Test switchyard_options)
