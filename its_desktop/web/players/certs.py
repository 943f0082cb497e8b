"""A self-signed certificate for optional HTTPS on the venue network (``cryptography``).

Made once per folder and host name and kept: phones that accepted it once do not ask again. The key is
written with owner-only permissions. It encrypts the traffic on the venue's Wi-Fi; it proves nothing
about who serves it (phones warn about it), which is why plain HTTP stays the default (README).
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
from pathlib import Path

VALID_DAYS = 30


def self_signed(folder: Path | None, host: str) -> tuple[str, str]:
    """(certificate file, key file) for ``host``, made in ``folder`` (default: the user's data folder)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    if folder is None:
        from platformdirs import user_data_path

        folder = user_data_path("its-desktop") / "https"
    folder.mkdir(parents=True, exist_ok=True)
    safe = "".join(c if c.isalnum() or c in ".-" else "_" for c in host) or "host"
    cert_path, key_path = folder / f"{safe}.crt", folder / f"{safe}.key"
    now = dt.datetime.now(dt.UTC)
    if cert_path.is_file() and key_path.is_file():
        cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
        if cert.not_valid_after_utc > now + dt.timedelta(days=1):
            return str(cert_path), str(key_path)
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"ITS Table Assistant ({host})")])
    try:
        alt: x509.GeneralName = x509.IPAddress(ipaddress.ip_address(host))
    except ValueError:
        alt = x509.DNSName(host)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - dt.timedelta(minutes=5))
            .not_valid_after(now + dt.timedelta(days=VALID_DAYS))
            .add_extension(x509.SubjectAlternativeName([alt]), critical=False)
            .sign(key, hashes.SHA256()))
    fd = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                  serialization.NoEncryption()))
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return str(cert_path), str(key_path)
