// Cairo (drawing, PNG) and Pango (text) for the Rendering module, the only module that sees them.
#include <cairo.h>
#include <pango/pangocairo.h>
