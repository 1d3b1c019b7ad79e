# SPDX-License-Identifier: GPL-3.0-or-later
# The radar banner, the approval bar and the map are widgets.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_ui)
