public enum FlowCommandPlaceholder {}
