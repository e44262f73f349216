print("flowmap")
