print("apigen")
