# SPDX-License-Identifier: GPL-3.0-or-later
# tst_notifyapprove runs twice: as is (no bus: the tray fallback) and inside a private D-Bus
# session with the test's own notification service (Notify recorded, ActionInvoked emitted).
add_test(NAME ${TEST_NAME}_bus
    COMMAND ${CMAKE_CURRENT_LIST_DIR}/run_with_session_bus.sh $<TARGET_FILE:${TEST_NAME}>)
set_tests_properties(${TEST_NAME}_bus PROPERTIES ENVIRONMENT "${SWITCHYARD_TEST_ENV}" LABELS "sim;dbus"
    SKIP_RETURN_CODE 77)
