// The benchmark: being written (proof issue).
print("flowmap-bench: not yet implemented")
