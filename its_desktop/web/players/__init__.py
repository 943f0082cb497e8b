"""The players' surface: the event page (``/e/<token>``) and each table's page (``/t/<token>``)."""
