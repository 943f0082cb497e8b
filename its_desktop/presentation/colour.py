"""Colour arithmetic for checking the palette: sRGB ↔ linear, CIE L*, ΔE, alpha compositing and a
colour-vision-deficiency simulation (Machado, Oliveira and Fernandes 2009, severity 1.0)."""

from __future__ import annotations

RGB = tuple[int, int, int]

# Machado et al. 2009, Table 1 at severity 1.0, applied to linear RGB.
CVD = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def hex_rgb(text: str) -> RGB:
    text = text.lstrip("#")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def to_hex(c: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c)


def _lin(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> int:
    v = min(max(v, 0.0), 1.0)
    v = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def over(c: RGB, alpha: float, under: RGB) -> RGB:
    """``c`` at ``alpha`` painted over ``under`` (as a painter does, in sRGB)."""
    r, g, b = (round(x * alpha + y * (1 - alpha)) for x, y in zip(c, under))
    return r, g, b


def simulate(c: RGB, kind: str) -> RGB:
    m = CVD[kind]
    lin = [_lin(v) for v in c]
    r, g, b = (_gamma(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return r, g, b


def lab(c: RGB) -> tuple[float, float, float]:
    r, g, b = (_lin(v) for v in c)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def lightness(c: RGB) -> float:
    """CIE L* (0 black … 100 white): what a greyscale printer keeps of a colour."""
    return lab(c)[0]


def grey(c: RGB) -> int:
    """The 0–255 grey level a greyscale conversion gives (Rec. 601 luma, as pdftoppm -gray)."""
    return round(0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2])


def delta_e(a: RGB, b: RGB) -> float:
    """CIE76 ΔE in Lab: 2 is barely visible, 20 and more is a different colour."""
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5


def relative_luminance(c: RGB) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black … 1 white)."""
    r, g, b = (_lin(v) for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG 2's contrast ratio of two colours (1 … 21); AA asks 4.5 for body text, 3 for large text."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
