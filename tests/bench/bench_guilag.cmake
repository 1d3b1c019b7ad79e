# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI-lag benchmark: the main window (UI layer) over the live test stack (switchyard_testutils_sim:
# the simulator on its own thread, client, store, sync, commands).
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils_sim switchyard_ui Qt6::Test
    switchyard_options)
