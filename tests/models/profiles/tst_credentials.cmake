# SPDX-License-Identifier: GPL-3.0-or-later
# tst_credentials runs twice: as is (no Secret Service on CI: checks the in-memory fallback and its
# message) and inside a private D-Bus session with an unlocked gnome-keyring, where the keychain
# must really work.
add_test(NAME ${TEST_NAME}_keyring
    COMMAND ${CMAKE_CURRENT_LIST_DIR}/run_with_keyring.sh $<TARGET_FILE:${TEST_NAME}>)
set_tests_properties(${TEST_NAME}_keyring PROPERTIES ENVIRONMENT "${SWITCHYARD_TEST_ENV}" LABELS "models;keychain" SKIP_RETURN_CODE 77)
