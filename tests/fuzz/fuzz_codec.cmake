# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_codec needs only the API layer: link switchyard_api instead of all of switchyard_models, so
# the fuzz build compiles (and instruments) just the code under test.
set_property(TARGET ${FUZZ_NAME} PROPERTY LINK_LIBRARIES switchyard_api switchyard_options)
# The event dump its self-consistency checks compare with (tests/testutils, tests only).
target_sources(${FUZZ_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests/testutils/eventdump.cpp)
target_include_directories(${FUZZ_NAME} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
