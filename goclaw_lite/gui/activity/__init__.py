"""The Activity page: the audit trail with filters, paging and a details pane."""
