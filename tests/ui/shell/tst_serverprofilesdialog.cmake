# SPDX-License-Identifier: GPL-3.0-or-later
# tst_serverprofilesdialog runs twice, like tst_credentials: as is (the in-memory fallback) and
# inside a private D-Bus session with an unlocked gnome-keyring, where removing a server must
# really remove its key from the keychain.
add_test(NAME ${TEST_NAME}_keyring
    COMMAND ${CMAKE_CURRENT_LIST_DIR}/../../models/profiles/run_with_keyring.sh $<TARGET_FILE:${TEST_NAME}>)
set_tests_properties(${TEST_NAME}_keyring PROPERTIES ENVIRONMENT "${SWITCHYARD_TEST_ENV}" LABELS "ui;keychain" SKIP_RETURN_CODE 77)
