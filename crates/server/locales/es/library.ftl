# es: library pages (see common.ftl for the conventions).
