# SPDX-License-Identifier: GPL-3.0-or-later
# The live benchmark drives the real client (models) against the simulator (in its own thread) on the
# live test stack (switchyard_testutils_sim).
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils_sim Qt6::Test switchyard_options)
