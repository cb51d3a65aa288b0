#include "RenderingStartup.h"

// Runs when the program is loaded, before `main`: iOS code (an app, a library's XCTest suite)
// never installs a renderer or a window host, so linking UIKit installs them.
__attribute__((constructor)) static void ocv_rendering_startup(void) {
    ocv_rendering_install();
    ocv_host_install();
}
