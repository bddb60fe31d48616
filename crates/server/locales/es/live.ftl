# es: live pages (see common.ftl for the conventions).
