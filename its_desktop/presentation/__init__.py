"""Qt-free presentation vocabulary shared by ui/, export/ and overlay/: the palette (colour and
pattern per kind of zone and per player), label text and numbering, units formatting, and the
label placer. What a colour or a pattern means is decided here once."""
