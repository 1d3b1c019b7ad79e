# SPDX-License-Identifier: GPL-3.0-or-later
# The timeline benchmark needs the UI layer (and the store below it), not the app.
set_property(TARGET ${BENCH_NAME} PROPERTY LINK_LIBRARIES switchyard_testutils_timeline switchyard_ui Qt6::Test switchyard_options)
