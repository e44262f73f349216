enum FlowReportPlaceholder {}
