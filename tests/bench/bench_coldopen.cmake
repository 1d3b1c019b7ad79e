# SPDX-License-Identifier: GPL-3.0-or-later
# The cold-open benchmark runs the simulator in a child process (this executable with --sim-child)
# on the live test stack (switchyard_testutils_sim) and, in quick mode, 20 s of demo activity in the
# main window (the UI layer): give ctest room on a loaded machine.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils_sim switchyard_ui Qt6::Test
    switchyard_options)
set_tests_properties(${BENCH_NAME} PROPERTIES TIMEOUT 900)
