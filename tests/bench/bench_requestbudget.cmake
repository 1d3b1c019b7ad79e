# SPDX-License-Identifier: GPL-3.0-or-later
# The request-budget benchmark needs the API client and the simulator only (the live test stack in
# its client-only form).
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils_sim Qt6::Test switchyard_options)
