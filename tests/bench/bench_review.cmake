# SPDX-License-Identifier: GPL-3.0-or-later
# The review benchmark needs only the models layer (anchors and the message; no widgets).
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils switchyard_models Qt6::Test switchyard_options)
