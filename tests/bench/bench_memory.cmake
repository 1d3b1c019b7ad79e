# SPDX-License-Identifier: GPL-3.0-or-later
# The memory benchmark: the main window over the live test stack, the simulator (switchyard-sim) in a
# child process; quick mode (ctest) runs a minute.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils_sim switchyard_ui Qt6::Test
    switchyard_options)
add_dependencies(${BENCH_NAME} switchyard-sim)
set_tests_properties(${BENCH_NAME} PROPERTIES TIMEOUT 600)
