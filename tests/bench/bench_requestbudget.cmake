# SPDX-License-Identifier: GPL-3.0-or-later
# The request-budget benchmark needs the API client and the simulator only.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_sim switchyard_api Qt6::Test
    switchyard_options)
