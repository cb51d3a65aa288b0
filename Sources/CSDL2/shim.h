// SDL2 (window, events, texture upload) for the SDLHost module, the only module that sees it.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
