# SPDX-License-Identifier: GPL-3.0-or-later
# The full-text search benchmark needs only the models layer.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_models Qt6::Test switchyard_options)
