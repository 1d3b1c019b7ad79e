# SPDX-License-Identifier: GPL-3.0-or-later
# The inbox benchmark needs only the models layer (the item model; no widgets).
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_models Qt6::Test switchyard_options)
