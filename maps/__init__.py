"""Mission data shipped as its_desktop.maps (one folder per season)."""
