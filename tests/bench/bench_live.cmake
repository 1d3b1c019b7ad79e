# SPDX-License-Identifier: GPL-3.0-or-later
# The live benchmark drives the real client (models) against the simulator (in its own thread).
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_sim switchyard_models Qt6::Test switchyard_options)
