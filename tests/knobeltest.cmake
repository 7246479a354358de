# SPDX-License-Identifier: GPL-3.0-or-later
# One Qt Test class per file; each test links the libraries it checks. Included from the top level
# before core/, so that a game's folder adds its own tests.
#   knobel_add_test(NAME [SOURCE FILE] [LIBRARIES …])   SOURCE defaults to NAME.cpp in the calling folder
function(knobel_add_test name)
    cmake_parse_arguments(ARG "" "SOURCE" "LIBRARIES" ${ARGN})
    if(NOT ARG_SOURCE)
        set(ARG_SOURCE ${name}.cpp)
    endif()
    qt_add_executable(${name} ${ARG_SOURCE})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBRARIES})
    # Every test may open any game's own files (its fixtures, its rules pages): tests/gamefolders.h.
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
    target_compile_definitions(${name} PRIVATE KNOBEL_GAMES_DIR="${PROJECT_SOURCE_DIR}/core/games")
    add_test(NAME ${name} COMMAND ${name})
    # Tables worth keeping go into the build tree, never into the user's cache.
    set_tests_properties(${name} PROPERTIES ENVIRONMENT
        "QT_QPA_PLATFORM=offscreen;XDG_CACHE_HOME=${CMAKE_BINARY_DIR}/tests/cache")
endfunction()
