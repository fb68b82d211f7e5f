// FreeType (FTL or GPL-2; apt: libfreetype-dev), the glyph rasteriser of SDL-free export.
#include <ft2build.h>
#include FT_FREETYPE_H
