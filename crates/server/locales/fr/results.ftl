# fr: results pages (see common.ftl for the conventions).
