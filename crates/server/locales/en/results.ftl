# en: results pages (see common.ftl for the conventions).
