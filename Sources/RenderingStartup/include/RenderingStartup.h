// The renderer's start-up: a program that links the UIKit product draws with Cairo and Pango
// from its first line, as an iOS app draws with UIKit's renderer, without calling anything.
#pragma once

/// Installs the rendering module's hooks (`Rendering.install()`); defined in Swift.
void ocv_rendering_install(void);

/// Installs the window host that runs apps (`UIApplicationMain`); defined in Swift (SDLHost).
void ocv_host_install(void);
