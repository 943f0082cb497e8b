"""Addresses: which hosts are this computer only, and the address other machines reach it at."""

from __future__ import annotations

import ipaddress
import socket


def is_loopback(host: str) -> bool:
    if host in ("localhost", ""):
        return host == "localhost"
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def lan_address() -> str:
    """The address other machines reach this one at (for the URLs shown), when serving on every interface."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET: no packet is sent, the OS only picks the route
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
