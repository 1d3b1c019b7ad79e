# SPDX-License-Identifier: GPL-3.0-or-later
# bench_eventparse measures the API codec only: link switchyard_api (not the whole app) so a release
# build of it needs nothing else.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_api Qt6::Test switchyard_options)
