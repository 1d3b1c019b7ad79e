# SPDX-License-Identifier: GPL-3.0-or-later
# The store benchmark needs only the models layer: link it alone so that it builds (and gives
# figures) independently of the UI and the app.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_models Qt6::Test switchyard_options)
