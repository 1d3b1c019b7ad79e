# SPDX-License-Identifier: GPL-3.0-or-later
# The timeline on the simulator's demo world (and the committed timeline screenshots), through the
# live test stack.
target_link_libraries(${TEST_NAME} PRIVATE switchyard_testutils_sim)
