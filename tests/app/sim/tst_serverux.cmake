# SPDX-License-Identifier: GPL-3.0-or-later
# The header, the start dialog and the changes panel are widgets.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
